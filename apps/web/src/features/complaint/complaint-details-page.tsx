export default function P() {
  return <main className="page">complaint-details-page</main>;
}
