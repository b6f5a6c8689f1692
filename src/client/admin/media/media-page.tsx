/** Placeholder until this screen is built. */
export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-2xl">Admin media/media-page</h1>
    </main>
  );
}
