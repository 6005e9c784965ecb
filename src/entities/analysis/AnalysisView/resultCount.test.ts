import { resultCountText } from './resultCount';

describe('resultCountText', () => {
  it('counts what the results table lists and names the discarded ones', () => {
    expect(resultCountText({ countOfResults: 153, countOfResultsWithDiscarded: 156 })).toBe(
      '156 results (3 discarded)',
    );
    expect(resultCountText({ countOfResults: 40, countOfResultsWithDiscarded: 40 })).toBe(
      '40 results',
    );
    expect(resultCountText({ countOfResults: 0, countOfResultsWithDiscarded: 1 })).toBe(
      '1 result (1 discarded)',
    );
  });
});
