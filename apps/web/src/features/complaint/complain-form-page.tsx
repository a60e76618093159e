export default function P() {
  return <main className="page">complain-form-page</main>;
}
