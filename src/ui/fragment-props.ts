/**
 * A fragment's data as a component's props. GraphQL hands every field the
 * content may leave out as null, always present; as props, such a field may
 * also be left out. So a new optional field costs nothing to the pages and
 * tests that render the section without it: only the section that shows it,
 * its fixture and its test change.
 */
export type FragmentProps<T> = { [K in keyof T as null extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as null extends T[K] ? never : K]: T[K]
}
