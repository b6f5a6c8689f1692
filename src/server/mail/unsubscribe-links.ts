/**
 * What every marketing e-mail carries so a reader can leave in one click (Spam Act 2003, RFC 8058):
 * a link to the public unsubscribe page, and the List-Unsubscribe headers whose URI a mail client
 * POSTs `List-Unsubscribe=One-Click` to, with no login and no confirmation step.
 */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const UNSUBSCRIBE_API = '/api/unsubscribe';

export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    /** For the e-mail's footer: the page that confirms and offers to undo nothing else. */
    pageUrl: `${publicUrl}${UNSUBSCRIBE_PAGE}${query}`,
    headers: {
      'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_API}${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
