// Every message the dispatcher of the `corebook` command shows, in one file (each command's own
// messages live with that command).

/** A first word that is no command: named, with the commands there are and where the full usage is (not the whole usage). */
export function unknownCommand(name: string, commands: readonly string[]): string {
  const what = name.startsWith("-") ? `unknown option ${JSON.stringify(name)}` : `unknown command ${JSON.stringify(name)}`;
  return `corebook: ${what}; the commands are ${commands.join(", ")}\nrun corebook --help for every command and its options`;
}
