import { APPOINTMENT_STATUSES } from '@/api/resources/appointments';
import { DRAWER_STATUSES } from '@/api/resources/drawers';
import { PAYMENT_STATUSES } from '@/api/resources/payments';
import { PRINTER_STATUSES } from '@/api/resources/printers';
import { TICKET_STATUSES } from '@/api/resources/tickets';
import { RESOURCES } from '../resources';
import { backendWord, demoWord, LITERAL_WORDS, wordFields } from './words';

/** Every status the app designed, by area (src/api/resources). */
const APP_STATUSES: Record<keyof typeof LITERAL_WORDS, readonly string[]> = {
  payments: PAYMENT_STATUSES,
  appointments: APPOINTMENT_STATUSES,
  clinicAppointments: APPOINTMENT_STATUSES,
  tickets: TICKET_STATUSES,
  drawers: DRAWER_STATUSES,
  printers: PRINTER_STATUSES,
};

describe('the contract-only backend’s words', () => {
  it('has a word of its own for every status the app designed, and only for those', () => {
    for (const [area, statuses] of Object.entries(APP_STATUSES)) {
      const words = LITERAL_WORDS[area as keyof typeof LITERAL_WORDS].status;
      expect(Object.values(words).sort(), area).toEqual([...statuses].sort());
      // None is one of the app's words for the field: a request reads the same either way.
      for (const word of Object.keys(words)) expect(statuses, area).not.toContain(word);
    }
  });

  it('covers every area whose body has an enumerated status', () => {
    const withStatus = Object.values(RESOURCES)
      .filter(({ declaration }) => {
        const status = (declaration.fields as Record<string, { _zod: { def: { type: string } } }>)
          .status;
        return status?._zod.def.type === 'enum';
      })
      .map(({ declaration }) => declaration.name);
    expect(withStatus.sort()).toEqual(Object.keys(LITERAL_WORDS).sort());
  });

  it('translates both ways, and passes a word it does not know as it is', () => {
    expect(backendWord('payments', 'status', 'paid')).toBe('settled');
    expect(demoWord('payments', 'status', 'settled')).toBe('paid');
    expect(demoWord('payments', 'status', 'paid')).toBe('paid');
    expect(demoWord('payments', 'status', 'bounced')).toBe('bounced');
    expect(backendWord('doctors', 'status', 'paid')).toBe('paid');
    expect(wordFields('tickets')).toEqual(['status']);
    expect(wordFields('results')).toEqual([]);
    for (const [area, statuses] of Object.entries(APP_STATUSES))
      for (const status of statuses)
        expect(demoWord(area, 'status', backendWord(area, 'status', status))).toBe(status);
  });
});
