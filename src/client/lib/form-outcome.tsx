import { createContext, useContext } from 'react';
import type { FormOutcome } from '../../shared/form-outcome';

/**
 * The outcome of a form posted without JavaScript, handed to the page the server renders in answer
 * (entry-server.tsx). Every other render, and every render in the browser, has none.
 */
export const FormOutcomeContext = createContext<FormOutcome | null>(null);

export const useFormOutcome = () => useContext(FormOutcomeContext);
