import { describe, expect, it } from 'vitest';
import { Lehmer } from '../cards/lehmer';
import { tallyPercentile } from '../stats';
import { resolveWarRules, type WarRules } from './rules';
import { emptyTally, gameSeed, mergeTally, playGame, playGames } from './simulate';
import { histogramOf, summarize } from './report';
import { formatWarReport } from './format';

const rules = resolveWarRules();

/**
 * A second, plain implementation of the rules in src-shared/war/rules.ts, written from their
 * text with arrays and the `Lehmer` class rather than the table's ring buffers and inlined
 * generator: the independent check of what the table plays.
 */
function plainWar(r: WarRules, seed: number): { end: string; battles: number; wars: number } {
  const rng = new Lehmer(seed);
  const deck = Array.from({ length: 52 * r.decks }, (_, card) => card);
  for (let i = 0; i < deck.length - 1; i++) {
    const j = i + rng.below(deck.length - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const hands: [number[], number[]] = [[], []];
  deck.forEach((card, i) => hands[i % 2].push(card));
  const rank = (card: number) => card % 13;
  let battles = 0;
  let wars = 0;
  while (battles < r.cap) {
    battles++;
    const pile: number[] = [];
    let up = [hands[0].shift()!, hands[1].shift()!];
    pile.push(up[0], up[1]);
    while (!r.peace && rank(up[0]) === rank(up[1])) {
      wars++;
      const short = hands.map((hand) => hand.length < r.warSize + 1);
      if (short[0] && short[1]) return { end: 'drawn', battles, wars };
      if (short[0]) return { end: 'second', battles, wars };
      if (short[1]) return { end: 'first', battles, wars };
      const down = hands.map((hand) => hand.splice(0, r.warSize + 1));
      pile.push(...down[0], ...down[1]);
      up = [down[0][r.warSize], down[1][r.warSize]];
    }
    const winner = rank(up[0]) > rank(up[1]) ? 0 : 1;
    if (r.pickup === 'random') {
      for (let i = 0; i < pile.length - 1; i++) {
        const j = i + rng.below(pile.length - i);
        [pile[i], pile[j]] = [pile[j], pile[i]];
      }
    }
    hands[winner].push(...pile);
    if (hands[1 - winner].length === 0) {
      return { end: winner === 0 ? 'first' : 'second', battles, wars };
    }
  }
  return { end: 'capped', battles, wars };
}

describe('the War table', () => {
  it('plays every game as a plain implementation of the rules does', () => {
    const variants: WarRules[] = [
      rules,
      resolveWarRules({ pickup: 'ordered', cap: 3000 }),
      resolveWarRules({ warSize: 1, decks: 2 }),
      resolveWarRules({ peace: true, cap: 3000 }),
    ];
    for (const r of variants) {
      const ends = new Set<string>();
      for (let i = 0; i < 150; i++) {
        const seed = gameSeed(7, i);
        const played = playGame(r, seed);
        expect({ ...played, seed }).toEqual({ ...plainWar(r, seed), seed });
        ends.add(played.end);
      }
      // The sample reaches the ends the rules can give, not just one of them.
      expect(ends.size).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('game seeds', () => {
  it('are Lehmer seeds that depend on the run seed and the game index', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const s = gameSeed(1, i);
      expect(Number.isInteger(s) && s >= 1 && s <= 2147483646).toBe(true);
      seeds.add(s);
    }
    expect(seeds.size).toBe(1000);
    expect(gameSeed(1, 0)).toBe(gameSeed(1, 0));
    expect(gameSeed(2, 0)).not.toBe(gameSeed(1, 0));
  });
});

describe('playGames', () => {
  it('gives the same tally for the same seed and a different one for another seed', () => {
    const a = playGames(rules, 42, 0, 300);
    expect(playGames(rules, 42, 0, 300)).toEqual(a);
    expect(playGames(rules, 43, 0, 300)).not.toEqual(a);
  });

  it('does not depend on how the games are split between workers', () => {
    const whole = playGames(rules, 9, 0, 500);
    const parts = [
      playGames(rules, 9, 300, 500),
      playGames(rules, 9, 0, 120),
      playGames(rules, 9, 120, 300),
    ];
    const merged = parts.reduce(mergeTally, emptyTally());
    expect(merged).toEqual(whole);
  });

  it('counts each game once, by its length, as the single-game replay does', () => {
    const tally = playGames(rules, 5, 0, 50);
    expect(tally.games).toBe(50);
    expect(tally.lengths.reduce((a, b) => a + b, 0)).toBe(50);
    expect(tally.firstWins + tally.secondWins + tally.drawn + tally.capped).toBe(50);
    let battles = 0;
    let wars = 0;
    for (let i = 0; i < 50; i++) {
      const game = playGame(rules, gameSeed(5, i));
      battles += game.battles;
      wars += game.wars;
      expect(tally.lengths[game.battles]).toBeGreaterThan(0);
    }
    expect(tally.battles).toBe(battles);
    expect(tally.wars).toBe(wars);
    const longest = playGame(rules, gameSeed(5, tally.longest.game));
    expect(longest.battles).toBe(tally.longest.battles);
  });

  it('puts the mean length of a default game where a million games put it', () => {
    // `solitaire war --games 1000000 --seed 1`: mean 235.68 battles, sd 189.69 (the table's
    // own figure, trusted because the plain implementation above plays the same games). The
    // mean of 20,000 other games has a standard error of 189.69 / √20000 = 1.34; allow four.
    const report = summarize(rules, 2, playGames(rules, 2, 0, 20_000));
    expect(Math.abs(report.battles.mean - 235.68)).toBeLessThan(5.4);
    expect(report.capped).toBe(0);
    // The plain implementation's mean over 2,000 games: standard error 4.24, allow four.
    let battles = 0;
    for (let i = 0; i < 2000; i++) battles += plainWar(rules, gameSeed(3, i)).battles;
    expect(Math.abs(battles / 2000 - 235.68)).toBeLessThan(17);
  });

  it('reports capped games when pickup is ordered in peace', () => {
    const peace = resolveWarRules({ peace: true, pickup: 'ordered', cap: 2000 });
    const tally = playGames(peace, 1, 0, 20);
    expect(tally.capped).toBeGreaterThanOrEqual(18);
    expect(tally.wars).toBe(0);
    expect(tally.longest.battles).toBe(2000);
  });
});

describe('the report', () => {
  // Lengths 2, 3, 3, 5, 9 (five games).
  const lengths = [0, 0, 1, 2, 0, 1, 0, 0, 0, 1];

  it('takes nearest-rank percentiles', () => {
    expect(tallyPercentile(lengths, 5, 10)).toBe(2);
    expect(tallyPercentile(lengths, 5, 25)).toBe(3);
    expect(tallyPercentile(lengths, 5, 50)).toBe(3);
    expect(tallyPercentile(lengths, 5, 75)).toBe(5);
    expect(tallyPercentile(lengths, 5, 80)).toBe(5);
    expect(tallyPercentile(lengths, 5, 81)).toBe(9);
    expect(tallyPercentile(lengths, 5, 100)).toBe(9);
  });

  it('bins lengths up to the 99th percentile with a round width', () => {
    const many = new Array(1001).fill(0);
    for (let b = 100; b <= 1000; b++) many[b] = 1; // 901 games, 100 .. 1000 battles
    const h = histogramOf(many, 901, 40);
    expect(h.width).toBe(50); // (991 - 100 + 1) / 40 = 22.3 → 50
    expect(h.from).toBe(100);
    // The 99th percentile is 991 battles; its bin (950 .. 999) is counted whole.
    expect(h.counts).toEqual(new Array(18).fill(50));
    expect(h.beyond).toBe(1);
    expect(h.counts.reduce((a, b) => a + b, 0) + h.beyond).toBe(901);
  });

  it('summarizes a tally and prints it', () => {
    const tally = {
      ...emptyTally(),
      games: 5,
      lengths,
      battles: 22,
      wars: 3,
      longest: { battles: 9, game: 4 },
      firstWins: 2,
      secondWins: 3,
    };
    const report = summarize(rules, 1, tally);
    expect(report.battles).toEqual({
      mean: 4.4,
      sd: Math.sqrt((2.4 ** 2 + 1.4 ** 2 * 2 + 0.6 ** 2 + 4.6 ** 2) / 4),
      median: 3,
      min: 2,
      max: 9,
      percentiles: [
        { p: 10, battles: 2 },
        { p: 25, battles: 3 },
        { p: 50, battles: 3 },
        { p: 75, battles: 5 },
        { p: 90, battles: 9 },
        { p: 99, battles: 9 },
      ],
    });
    expect(report.longest).toEqual({ battles: 9, game: 4, dealSeed: gameSeed(1, 4) });
    expect(formatWarReport(report)).toBe(
      [
        'War: 5 games, seed 1',
        'Rules: 3 cards face down in a war, 1 deck, won cards picked up in random order, cap 100,000 battles',
        'Battles per game: mean 4.40, median 3, sd 2.79, shortest 2',
        'Percentiles: 10% ≤ 2, 25% ≤ 3, 50% ≤ 3, 75% ≤ 5, 90% ≤ 9, 99% ≤ 9',
        'Wars: 3 (0.60 per game)',
        `Longest game: 9 battles (game 4, deal seed ${gameSeed(1, 4)})`,
        'Capped at 100,000 battles: 0',
        'Won by the first player: 2 (40.0%), second: 3 (60.0%), drawn: 0',
        '',
      ].join('\n'),
    );
  });
});
