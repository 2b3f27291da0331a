import { updatePrinterStatus } from '@/api/resources/printers';
import { storeSession } from '@/test/session';
import { db } from '../db/tables';
import { callJson } from '../testing';

const busy = () => db.printers.all().find((p) => p.status === 'busy')!;
const online = () => db.printers.all().find((p) => p.status === 'online')!;

describe('printer status (demo rule: a printing printer keeps its status)', () => {
  beforeEach(() => storeSession());

  it('changes the status of a printer that is not printing', async () => {
    const printer = online();
    const saved = await updatePrinterStatus(printer._id, 'paper-out');
    expect(saved).toMatchObject({ _id: printer._id, status: 'paper-out' });
    expect(db.printers.get(printer._id)?.status).toBe('paper-out');
  });

  it('refuses (409) to change a busy printer, with a reason in the request’s language', async () => {
    const printer = busy();
    await expect(updatePrinterStatus(printer._id, 'offline')).rejects.toMatchObject({
      status: 409,
      message:
        'This printer is printing a job. Wait until it has finished before changing its status.',
    });
    const fr = await callJson<{ msg: string }>(`/api/printer/${printer._id}/update-status`, {
      method: 'PUT',
      body: { status: 'offline' },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(fr.status).toBe(409);
    expect(fr.body.msg).toMatch(/en train d’imprimer/);
    expect(db.printers.get(printer._id)?.status).toBe('busy');
  });

  it('still needs the bearer token', async () => {
    const { status } = await callJson(`/api/printer/${online()._id}/update-status`, {
      method: 'PUT',
      body: { status: 'offline' },
      userId: null,
    });
    expect(status).toBe(401);
  });
});
