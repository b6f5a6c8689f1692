import { SearchField, type TypedSearch } from '../search-field';

/** The library's search box, worded the same on the Media screen and in the picker. */
export function MediaSearchField({ search, className }: { search: TypedSearch; className: string }) {
  return (
    <SearchField
      search={search}
      label="Search media"
      placeholder="Search by name or alt text"
      height="h-11"
      className={className}
    />
  );
}
