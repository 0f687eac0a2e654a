/** One thing wrong with a club's catalogue files, worded for the ticketing manager who edits them. */
export interface CatalogueProblem {
  /** The file, relative to the tenants folder ("riviera/catalogue/season.json"). */
  file: string;
  /** Where in it, in the file's own words ("match m05 › prices › cat-1"); empty for the whole file. */
  where: string;
  message: string;
  fix?: string;
}
