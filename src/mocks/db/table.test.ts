import { DEMO_KEY } from './storage';
import { journaledTable } from './table';
import { resetDemoData } from './reset';
import { db } from './tables';

interface Pet extends Record<string, unknown> {
  _id: string;
  name: string;
  createdAt: string;
}
const SEED: Pet[] = [
  { _id: 'pet-1', name: 'Rex', createdAt: '2026-01-01T00:00:00.000Z' },
  { _id: 'pet-2', name: 'Tom', createdAt: '2026-01-02T00:00:00.000Z' },
];
const petTable = (seed = vi.fn(() => SEED)) =>
  journaledTable<Pet>({ name: 'pets-test', idField: '_id', idPrefix: 'pet', seed });

describe('a journaled demo table', () => {
  it('generates its seed on first access only', () => {
    const seed = vi.fn(() => SEED);
    const pets = petTable(seed);
    expect(seed).not.toHaveBeenCalled();
    expect(pets.newestFirst().map((p) => p.name)).toEqual(['Tom', 'Rex']);
    pets.get('pet-1');
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('stores only the journal of changes, and a reload re-applies it over the seed', () => {
    const pets = petTable();
    const id = pets.newId();
    pets.insert({ _id: id, name: 'Nour', createdAt: '2026-02-01T00:00:00.000Z' });
    pets.update('pet-1', { name: 'Rex II' });
    pets.remove('pet-2');

    const stored = JSON.parse(localStorage.getItem(`${DEMO_KEY}.pets-test`)!);
    expect(stored).toEqual({
      upserts: [
        { _id: id, name: 'Nour', createdAt: '2026-02-01T00:00:00.000Z' },
        { ...SEED[0], name: 'Rex II' },
      ],
      deleted: ['pet-2'],
    });

    // Another page load: a new table over the same storage.
    const reloaded = petTable();
    expect(reloaded.newestFirst().map((p) => p.name)).toEqual(['Nour', 'Rex II']);
    pets.reload();
    expect(pets.get('pet-2')).toBeUndefined();
    expect(pets.get(id)?.name).toBe('Nour');
  });

  it('never mutates the seed, so a reset brings it back as generated', () => {
    const pets = petTable();
    pets.update('pet-1', { name: 'Changed' });
    expect(SEED[0]!.name).toBe('Rex');
    pets.reset();
    expect(localStorage.getItem(`${DEMO_KEY}.pets-test`)).toBeNull();
    expect(pets.get('pet-1')?.name).toBe('Rex');
  });

  it('keeps working in memory when storage refuses to write or holds garbage', () => {
    localStorage.setItem(`${DEMO_KEY}.pets-test`, '{not json');
    const pets = petTable();
    expect(pets.size()).toBe(2);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => pets.update('pet-1', { name: 'Still here' })).not.toThrow();
    expect(pets.get('pet-1')?.name).toBe('Still here');
    setItem.mockRestore();
  });

  it('gives new records ids of their own', () => {
    const pets = petTable();
    const ids = new Set(Array.from({ length: 50 }, () => pets.newId()));
    expect(ids.size).toBe(50);
    expect([...ids].every((id) => id.startsWith('pet-') && !pets.get(id))).toBe(true);
  });
});

describe('resetDemoData', () => {
  it('puts the real tables back to their seed and clears their journals', () => {
    const before = db.customers.get('cus-00001')!;
    db.customers.update('cus-00001', { firstName: 'Changed' });
    db.currencies.remove(db.currencies.all()[0]!._id);
    expect(localStorage.getItem(`${DEMO_KEY}.customers`)).not.toBeNull();

    db.customers.reload();
    expect(db.customers.get('cus-00001')?.firstName).toBe('Changed');

    resetDemoData();
    expect(localStorage.getItem(`${DEMO_KEY}.customers`)).toBeNull();
    expect(localStorage.getItem(`${DEMO_KEY}.currencies`)).toBeNull();
    expect(db.customers.get('cus-00001')).toEqual(before);
    expect(db.currencies.size()).toBe(6);
  });
});
