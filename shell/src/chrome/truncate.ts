/** Spec section 9: names in menus are truncated to 30 characters. */
export const MENU_NAME_LIMIT = 30;

/** At most `limit` characters (code points, so no emoji is cut in half), the last one an ellipsis. */
export function truncate(name: string, limit = MENU_NAME_LIMIT): string {
  const characters = Array.from(name);
  return characters.length <= limit ? name : `${characters.slice(0, limit - 1).join('')}…`;
}
