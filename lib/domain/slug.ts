/** SPEC §2: smartphone and router group links are the group name in lower case without spaces. */
export function groupSlug(groupName: string): string {
  return groupName.toLowerCase().replace(/\s+/g, '');
}
