/** "25 Nov 2026, 10:14 am": how admin screens write a moment (Australian order, the viewer's clock). */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
