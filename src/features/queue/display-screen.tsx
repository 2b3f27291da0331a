import { Button } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CLINIC_NAME } from '@/config/settings';
import { unlockAudio } from './announce';
import { Clock } from './clock';
import classes from './display.module.css';
import { useSoundPreference } from './sound-pref';
import { useAnnounceCalls } from './use-announce';
import { useDisplayQueue, type Connection } from './use-display-queue';

/**
 * The waiting-room display (a TV): the ticket being called and its counter, the five calls
 * before it, the waiting count, the clinic and the time. New calls flash, ring and are spoken.
 */
export function DisplayScreen() {
  const { t } = useTranslation('queue');
  const { calls, count, connection } = useDisplayQueue();
  const [soundOn, toggleSound] = useSoundPreference();
  useAnnounceCalls(calls, soundOn);
  const [current, ...earlier] = calls ?? [];

  return (
    // Any click or key on the display lets the browser play the chime and the voice.
    <div className={classes.screen} onPointerDown={unlockAudio} onKeyDown={unlockAudio}>
      <header className={classes.header}>
        <h1 className={classes.clinic}>{CLINIC_NAME || t('common:appName')}</h1>
        <Clock className={classes.clock} />
      </header>
      <main className={classes.main}>
        <section
          key={current ? `${current._id}@${current.calledAt}` : 'none'}
          className={`${classes.card} ${current ? classes.flash : ''}`}
          aria-labelledby="now-calling"
          aria-live="polite"
        >
          <h2 id="now-calling" className={classes.label}>
            {t('display.nowCalling')}
          </h2>
          {current ? (
            <>
              <p className={classes.number}>{current.number}</p>
              {current.counter && (
                <p className={classes.counter}>{t('counterNamed', { counter: current.counter })}</p>
              )}
            </>
          ) : (
            <p className={classes.counter}>{calls ? t('display.noCalls') : '…'}</p>
          )}
        </section>
        <div className={classes.side}>
          <section className={classes.card} aria-labelledby="waiting-now">
            <h2 id="waiting-now" className={classes.label}>
              {t('display.waiting')}
            </h2>
            <p className={classes.waiting}>{count ?? '…'}</p>
          </section>
          <section className={classes.card} aria-labelledby="last-called">
            <h2 id="last-called" className={classes.label}>
              {t('display.lastCalled')}
            </h2>
            <ul className={classes.recent} aria-labelledby="last-called">
              {earlier.slice(0, 5).map((ticket) => (
                <li key={ticket._id}>
                  <span>{ticket.number}</span>
                  <span>{ticket.counter && t('counterNamed', { counter: ticket.counter })}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
      <footer className={classes.footer}>
        <span />
        <Button
          className={classes.toggle}
          variant="subtle"
          color="gray.0"
          aria-pressed={soundOn}
          leftSection={soundOn ? <IconVolume aria-hidden /> : <IconVolumeOff aria-hidden />}
          onClick={toggleSound}
        >
          {t('display.sound')}
        </Button>
      </footer>
      <ConnectionAlert connection={connection} />
    </div>
  );
}

/** Says plainly, across the room, that the display is not up to date, and why. */
function ConnectionAlert({ connection }: { connection: Connection }) {
  const { t } = useTranslation('queue');
  if (connection === 'ok') return null;
  return (
    <div role="alert" className={classes.alert}>
      {connection === 'lost' ? (
        t('display.connectionLost')
      ) : (
        <>
          {t('display.signedOut')}{' '}
          <Link to="/login" search={{ redirect: '/display' }}>
            {t('display.signIn')}
          </Link>
        </>
      )}
    </div>
  );
}
