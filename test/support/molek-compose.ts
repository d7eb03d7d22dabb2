/** The composed MOLEK-SYNTEZ screenshots, shared with the vision benchmark. */
export * from '../../scripts/bench/molek-compose';
