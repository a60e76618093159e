export default function P() {
  return <main className="page">complaint-page</main>;
}
