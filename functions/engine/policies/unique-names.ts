/** What a zod refinement's `ctx.addIssue` takes for the issues below. */
type AddIssue = (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;

/**
 * Reports every item whose name an earlier item of the same list already has, at `<list>[i].name`, naming the
 * first one (`duplicate topic name "x" (also topics[0]); …`). Returns each name with the index of its first item.
 */
export function checkUniqueNames(
  items: readonly { readonly name: string }[],
  list: string,
  what: string,
  addIssue: AddIssue,
): Map<string, number> {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const first = seen.get(item.name);
    if (first === undefined) seen.set(item.name, i);
    else {
      addIssue({
        code: 'custom',
        path: [list, i, 'name'],
        message: `duplicate ${what} name "${item.name}" (also ${list}[${first}]); give each ${what} a unique name`,
      });
    }
  });
  return seen;
}
