import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, readRun } from './war-form';
import type { WarForm } from './war-state';

const FORM: WarForm = {
  games: '100000',
  seed: '1',
  warSize: '3',
  decks: '1',
  randomPickup: true,
  peace: false,
  compareGames: '20000',
};

describe('the War form, checked as it is typed', () => {
  it('names the field, its range and exactly what was typed', () => {
    expect(fieldError('games', '0')).toBe(
      'Games must be a whole number from 1 to 1,000,000,000 (got "0")',
    );
    expect(fieldError('games', '-5')).toBe(
      'Games must be a whole number from 1 to 1,000,000,000 (got "-5")',
    );
    expect(fieldError('games', 'abc')).toBe(
      'Games must be a whole number from 1 to 1,000,000,000 (got "abc")',
    );
    expect(fieldError('games', '2000000000')).toBe(
      'Games must be a whole number from 1 to 1,000,000,000 (got "2000000000")',
    );
    expect(fieldError('games', '')).toBe(
      'Games must be a whole number from 1 to 1,000,000,000 (got "")',
    );
    expect(fieldError('compareGames', '1.5')).toBe(
      'Games per war size must be a whole number from 1 to 1,000,000,000 (got "1.5")',
    );
    expect(fieldError('decks', '40')).toBe('Decks must be a whole number from 1 to 16 (got "40")');
    expect(fieldError('warSize', '21')).toBe(
      'War size must be a whole number from 0 to 20 (got "21")',
    );
  });

  it('takes the seed by the one seed rule of the toolkit', () => {
    expect(fieldError('seed', '1e3')).toBe(
      'Seed must be a whole number from 1 to 2147483646 (got "1e3")',
    );
    expect(fieldError('seed', '0')).toBe(
      'Seed must be a whole number from 1 to 2147483646 (got "0")',
    );
    expect(fieldError('seed', ' 2024 ')).toBeNull();
    expect(fieldError('seed', '2147483646')).toBeNull();
  });

  it('accepts the defaults and reads the request the form stands for', () => {
    expect(formErrors(FORM)).toEqual({});
    expect(formErrors({ ...FORM, games: 'abc', decks: '0' })).toEqual({
      games: 'Games must be a whole number from 1 to 1,000,000,000 (got "abc")',
      decks: 'Decks must be a whole number from 1 to 16 (got "0")',
    });
    expect(readRun({ ...FORM, seed: '7', warSize: '0', peace: true })).toEqual({
      games: 100000,
      seed: 7,
      rules: { warSize: 0, decks: 1, pickup: 'random', peace: true },
    });
  });
});
