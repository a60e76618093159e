export default function P() {
  return <main className="page">complaint-list-page</main>;
}
