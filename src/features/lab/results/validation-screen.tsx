import { results, type Result } from '@/api/resources/results';
import { AuditTrail } from '@/features/lab/parts/audit-trail';
import { ValueWithAcknowledgement } from '@/features/lab/parts/result-cells';
import { defineScreen } from '@/components/resource-screen/screen';
import { rowLabel, resultsScreen } from './screen';
import { ValidateSelected, validationButton } from './validation';

/** The results screen's columns that validation reads, the range as text (no editor here). */
const SHOWN = ['testName', 'customerId', 'value', 'range', 'statusId', 'sampledAt'];
const columns = [
  ...resultsScreen.columns
    .filter((column) => SHOWN.includes(column.id))
    .map((column) =>
      column.id === 'range'
        ? { ...column, cell: (r: Result) => r.range || '—' }
        : // A critical value is acknowledged here, where its validation waits for it.
          column.id === 'value'
          ? { ...column, cell: (r: Result) => <ValueWithAcknowledgement result={r} /> }
          : column,
    ),
  // Every change kept on the result, with who, when and whose clock (docs/lab.md).
  {
    id: 'audit',
    header: 'lab:audit.column',
    width: '16rem',
    cell: (r: Result) => <AuditTrail result={r} />,
  },
];

/**
 * `/results/validation` (OpenELIS's step between entry and the report): results by status,
 * "Awaiting validation" unless another is chosen, each validated in its row or the selected
 * ones at once; a validated one is un-validated there, with a reason. Its own route, so the
 * results list does not carry the validation's code. Records are only updated from here.
 */
export const validationScreen = defineScreen<Result>({
  id: 'resultValidation',
  resource: { ...results, declaration: { ...results.declaration, operations: ['update'] } },
  defaultPageSize: 50,
  rowLabel,
  columns,
  fields: [],
  rowExtras: (r) => validationButton(r, rowLabel(r)),
  SelectionActions: ValidateSelected,
  canEdit: () => false,
});
