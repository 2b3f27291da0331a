type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The name a record carries of the record its `<x>Id` refers to, so it costs no read: its
 * `<x>Name` (`customerName`, or a field of the backend's that config.json's `fields` maps to
 * it), else the referred record itself as `<x>` (`customer: { _id, firstName, … }`; a
 * `customerId` sent populated is read so at the boundary, `resource/field-names.ts`) when it is
 * the same record. Undefined when the record carries neither.
 */
export function embeddedName(
  record: object,
  field: string,
  nameOf: (referred: Plain) => string,
): string | undefined {
  const row = record as Plain;
  const base = field.replace(/Id$/, '');
  const text = row[`${base}Name`];
  if (typeof text === 'string' && text.trim()) return text.trim();
  const referred = row[base];
  if (!isPlain(referred)) return undefined;
  const id = referred._id ?? referred.id;
  if (id !== undefined && row[field] !== undefined && String(id) !== String(row[field]))
    return undefined;
  return nameOf(referred) || undefined;
}
