import { useState } from 'react';

/**
 * The options ticked in a list of checkboxes (an API key's scopes, a webhook's events): what is chosen,
 * and a toggle for a box's onChange that adds the option or takes it out.
 */
export function useChecklist<T>(initial: T[]) {
  const [chosen, setChosen] = useState<T[]>(initial);
  const toggle = (option: T) =>
    setChosen((now) => (now.includes(option) ? now.filter((o) => o !== option) : [...now, option]));
  return [chosen, toggle] as const;
}
