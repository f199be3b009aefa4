// Values nested `depth` levels deep, for the nesting tests.
export function nestedObject(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 1; i < depth; i++) value = { child: value };
  return value;
}

export function nestedList(depth: number): unknown {
  let value: unknown = [1];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}
