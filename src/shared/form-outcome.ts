/**
 * What a public form posted without JavaScript came back with (issue 33, "link first"): the server checks
 * the fields with the same schema as the API call and, when something is wrong, renders the form's page
 * again with what was typed and a message beside each field. `problem` is a message about the whole form
 * (dates taken meanwhile, too many submissions).
 */
export type FormOutcome = {
  values: Record<string, string>;
  errors: Record<string, string>;
  problem: string | null;
};
