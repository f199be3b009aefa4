// Messages of the `corebook mirror` command that are not lines of its reports.

/** `mirror sync|status|export DIR` on a folder that holds no mirror: said before any session starts. */
export const noMirrorInFolder = (action: string, dir: string) =>
  `mirror ${action}: there is no mirror in ${dir}; create one with corebook mirror init ${dir} --definition FILE.json ` +
  "(a definition { searches, ids, follow }, docs/mirror.md), or give the folder of an existing mirror";
