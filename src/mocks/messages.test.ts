import { messageKeys } from './messages';

it('has every server message in English, French and Arabic', () => {
  expect(messageKeys('fr')).toEqual(messageKeys('en'));
  expect(messageKeys('ar')).toEqual(messageKeys('en'));
});
