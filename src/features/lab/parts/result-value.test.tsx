import { render } from '@testing-library/react';
import i18n from 'i18next';
import { ResultValue } from './result-value';

/**
 * The value of a result with its flag in words: what the results list and the patient's tab show
 * in the Value column, for each way a range is written (the reading itself: src/domain/lab-flags).
 */
const shown = (value: string, range: string, unit = 'g/dL') => {
  const { container, unmount } = render(<ResultValue value={value} unit={unit} range={range} />);
  const text = container.textContent;
  unmount();
  return text;
};

it('says High or Low in words beside a value outside its range', () => {
  expect(shown('6.1', '3.5-5.0')).toBe('6.1 g/dLHigh');
  expect(shown('2.9', '3.5-5.0')).toBe('2.9 g/dLLow');
  expect(shown('250', '<200', 'mg/dL')).toBe('250 mg/dLHigh');
  expect(shown('35', '>40', 'mg/dL')).toBe('35 mg/dLLow');
});

it('carries no flag inside its range, nor on a finding', () => {
  expect(shown('4.2', '3.5-5.0')).toBe('4.2 g/dL');
  expect(shown('52', '>40', 'mg/dL')).toBe('52 mg/dL');
  expect(shown('negative', 'negative', '')).toBe('negative');
});

it('says the flag in the interface language', async () => {
  await i18n.changeLanguage('fr');
  expect(shown('6.1', '3.5-5.0')).toBe('6.1 g/dLÉlevé');
  expect(shown('2.9', '3.5-5.0')).toBe('2.9 g/dLBas');
});
