import { isLocked, labStages, stageOf } from './stages';

describe('the laboratory stages of the clinic’s statuses', () => {
  it('reads the designed field first, then the name, in English or French', () => {
    expect(stageOf({ _id: '1', name: 'Checked', labStage: 'validated' })).toBe('validated');
    expect(stageOf({ _id: '2', name: ' Awaiting validation ' })).toBe('validation');
    expect(stageOf({ _id: '3', name: 'Validé' })).toBe('validated');
    expect(stageOf({ _id: '4', name: 'En analyse' })).toBe('entry');
    expect(stageOf({ _id: '5', name: 'Lunch break' })).toBeUndefined();
    // A designed value the app does not know falls back on the name.
    expect(stageOf({ _id: '6', name: 'Reported', labStage: 'archived' })).toBe('reported');
  });

  it('takes the first by order where several statuses share a stage', () => {
    const stages = labStages([
      { _id: 'b', name: 'In analysis', order: 20 },
      { _id: 'a', name: 'Received', order: 10 },
      { _id: 'v', name: 'Awaiting validation', order: 40 },
      { _id: 'ok', name: 'Validated', order: 50 },
      { _id: 'r', name: 'Reported', order: 60 },
    ]);
    expect(stages.entry).toEqual(['a', 'b']);
    expect(stages).toMatchObject({ validation: 'v', validated: 'ok', missing: [] });
    expect(isLocked(stages, 'ok')).toBe(true);
    expect(isLocked(stages, 'r')).toBe(true);
    expect(isLocked(stages, 'v')).toBe(false);
    expect(isLocked(stages, undefined)).toBe(false);
  });

  it('says what a clinic without them lacks', () => {
    expect(labStages([{ _id: 'x', name: 'Done' }]).missing).toEqual([
      'entry',
      'validation',
      'validated',
    ]);
    expect(labStages([]).validated).toBeUndefined();
  });
});
