// Scaffold: replaced by the page itself (issue 5).
export default function Page() {
  return <h1>Coming soon</h1>;
}
