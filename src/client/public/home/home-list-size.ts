/** SPEC §9: three cars per home list (the page reads exactly that many). */
export const HOME_LIST_SIZE = 3;
