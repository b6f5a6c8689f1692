/** The first cell of a lead table: who it is, with e-mail and phone underneath. */
export function PersonCell({ name, email, phone }: { name: string; email: string; phone?: string | null }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-white">{name}</p>
      <p className="truncate text-xs text-mist">{email}</p>
      {phone && <p className="text-xs text-mist">{phone}</p>}
    </div>
  );
}
