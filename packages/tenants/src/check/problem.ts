/** One thing wrong with a tenant file, worded for the club staff who edit these files. */
export interface CheckProblem {
  /** File name inside the tenants folder, e.g. "amstel.json"; empty when the folder itself is the problem. */
  file: string;
  /** Dotted path of the setting, e.g. "branding.colors.primary"; empty for the whole file or folder. */
  field: string;
  /** A full sentence saying what is wrong. */
  message: string;
  /** What to change, when the message does not already say it. */
  fix?: string;
}
