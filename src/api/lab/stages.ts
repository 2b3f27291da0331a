import { LAB_STAGES, type LabStage } from '../resources/examination-statuses';

/**
 * The examination statuses are the clinic's own records. The laboratory's day needs to know
 * which of them mean "a value is awaited", "awaits validation", "validated" and "reported": by
 * the designed field `labStage` where the clinic set it, else by the status's name (in English
 * or French, as the clinic may have named them). What cannot be found is said, not guessed.
 */
interface StatusLike {
  _id: string;
  name?: string | undefined;
  order?: number | undefined;
  labStage?: string | undefined;
}

const NAMES: Record<LabStage, RegExp> = {
  entry:
    /^(received|in analysis|rerun requested|re-?run|pending|re[çc]u|en analyse|[àa] refaire)$/i,
  validation: /^(awaiting validation|to validate|en attente de validation|[àa] valider)$/i,
  validated: /^(validated|valid[ée]e?)$/i,
  reported: /^(reported|sent|rendu|envoy[ée]e?|communiqu[ée]e?)$/i,
  closed: /^(rejected|cancelled|canceled|rejet[ée]e?|annul[ée]e?)$/i,
};

const isStage = (value: unknown): value is LabStage => LAB_STAGES.includes(value as LabStage);

/** The stage of one status: its designed field, else what its name says; undefined if neither. */
export function stageOf(status: StatusLike): LabStage | undefined {
  if (isStage(status.labStage)) return status.labStage;
  const name = status.name?.trim() ?? '';
  return LAB_STAGES.find((stage) => NAMES[stage].test(name));
}

export interface LabStages {
  /** Status id → stage, for every status whose stage is known. */
  byId: ReadonlyMap<string, LabStage>;
  /** The statuses of results awaiting a value. */
  entry: readonly string[];
  /** Where a value goes once entered, and where an un-validated result returns. */
  validation?: string | undefined;
  /** Where a validated result goes. */
  validated?: string | undefined;
  /** The stages the laboratory's screens need and the clinic's statuses do not name. */
  missing: readonly ('entry' | 'validation' | 'validated')[];
}

const byOrder = (a: StatusLike, b: StatusLike) => (a.order ?? 0) - (b.order ?? 0);

/** The clinic's statuses read as the laboratory's stages (the first by order where several). */
export function labStages(statuses: readonly StatusLike[]): LabStages {
  const byId = new Map<string, LabStage>();
  const of = (stage: LabStage) =>
    [...statuses]
      .sort(byOrder)
      .filter((s) => byId.get(s._id) === stage)
      .map((s) => s._id);
  for (const status of statuses) {
    const stage = stageOf(status);
    if (stage) byId.set(status._id, stage);
  }
  const entry = of('entry');
  const [validation] = of('validation');
  const [validated] = of('validated');
  const missing = [
    ...(entry.length ? [] : (['entry'] as const)),
    ...(validation ? [] : (['validation'] as const)),
    ...(validated ? [] : (['validated'] as const)),
  ];
  return { byId, entry, validation, validated, missing };
}

/** A validated (or reported) result is read-only until it is un-validated. */
export const isLocked = (stages: LabStages, statusId: string | undefined) => {
  const stage = statusId ? stages.byId.get(statusId) : undefined;
  return stage === 'validated' || stage === 'reported';
};
