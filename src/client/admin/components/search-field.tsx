import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/field';
import { useDebounced } from '../lib/paged-list';

/** What staff type, and the trimmed query once they pause: one request per pause in typing. */
export function useTypedSearch() {
  const [text, setText] = useState('');
  return { text, setText, q: useDebounced(text.trim()) };
}

export type TypedSearch = ReturnType<typeof useTypedSearch>;

/** The search box over a grid (media, inventory): a magnifier, and a label only screen readers show. */
export function SearchField({
  search,
  label,
  placeholder,
  height,
  className,
}: {
  search: TypedSearch;
  label: string;
  placeholder: string;
  height: 'h-10' | 'h-11';
  /** Width and placement of the box in its row. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-mist"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        placeholder={placeholder}
        className={`${height} pl-11`}
      />
    </div>
  );
}
