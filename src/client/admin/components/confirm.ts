/** The browser confirmation SPEC §5 asks for before every delete: "Are you sure you want to delete this …?" */
export const confirmDelete = (what: string) =>
  window.confirm(`Are you sure you want to delete this ${what}?`);
