// When each drug class existed: the year its first member reached the clinic and the year the
// first was authorized anywhere (public facts; DATA-SOURCES.md, "Drug class eras", names each
// one). A generated drug of a class has no patent priority, trial or paper before the first year
// and no authorization before the second (drug-timeline.ts), so no CAR T therapy is patented in
// 1999. Some targets opened later than their stem's class (a PD-1 antibody is younger than
// antibodies): a drug takes the latest era of its stem and its targets.

export interface ClassEra {
  /** First clinical trial of the class. */
  clinic: number;
  /** First authorization of the class anywhere; null while none is authorized. */
  approval: number | null;
}

/** By stem pattern (vocab/drug-stems.ts); null for the code-named class, which has no class history. */
export const STEM_ERAS: Readonly<Record<string, ClassEra | null>> = {
  "{p}tinib": { clinic: 1998, approval: 2001 },
  "{p}rafenib": { clinic: 2006, approval: 2011 },
  "{p}metinib": { clinic: 2001, approval: 2013 },
  "{p}ciclib": { clinic: 2004, approval: 2015 },
  "{p}lisib": { clinic: 2008, approval: 2014 },
  "{p}rolimus": { clinic: 1990, approval: 1999 },
  "{p}parib": { clinic: 2003, approval: 2014 },
  "{p}toclax": { clinic: 2006, approval: 2016 },
  "{p}rasib": { clinic: 2018, approval: 2021 },
  "{p}lutamide": { clinic: 1975, approval: 1989 },
  "{p}strant": { clinic: 1994, approval: 2002 },
  "{p}xaban": { clinic: 2002, approval: 2008 },
  "{p}gatran": { clinic: 1998, approval: 2003 },
  "{p}vastatin": { clinic: 1980, approval: 1987 },
  "{p}pril": { clinic: 1977, approval: 1981 },
  "{p}gliflozin": { clinic: 2004, approval: 2012 },
  "{p}gliptin": { clinic: 2001, approval: 2006 },
  "{p}coxib": { clinic: 1995, approval: 1998 },
  "{p}peridone": { clinic: 1985, approval: 1993 },
  "{p}oxetine": { clinic: 1977, approval: 1986 },
  "{p}caftor": { clinic: 2006, approval: 2012 },
  "{p}stat": { clinic: 2000, approval: 2006 },
  "{p}taxel": { clinic: 1984, approval: 1992 },
  "{p}tecan": { clinic: 1987, approval: 1994 },
  "{p}dipine": { clinic: 1970, approval: 1975 },
  "{p}sonide": { clinic: 1948, approval: 1950 },
  "{p}caine": { clinic: 1943, approval: 1948 },
  "{p}apine": { clinic: 1966, approval: 1972 },
  "{p}darone": { clinic: 1962, approval: 1967 },
  // First authorized in April 2026, after the dataset's anchor: none before it.
  "{p}glipron": { clinic: 2018, approval: null },
  "{p}xifene": { clinic: 1971, approval: 1973 },
  "{p}zumab": { clinic: 1988, approval: 1997 },
  "{p}ximab": { clinic: 1989, approval: 1994 },
  "{p}umab": { clinic: 1997, approval: 2002 },
  "{p}tamab": { clinic: 2001, approval: 2009 },
  "{p}tuzumab vedotin": { clinic: 2006, approval: 2011 },
  "{p}tuzumab deruxtecan": { clinic: 2015, approval: 2019 },
  "{p}ersen": { clinic: 1993, approval: 1998 },
  "{p}siran": { clinic: 2004, approval: 2018 },
  "{p}cabtagene autoleucel": { clinic: 2010, approval: 2017 },
  "{p}temcel": { clinic: 1995, approval: 2012 },
  "{p}gene {q}parvovec": { clinic: 1995, approval: 2012 },
  "{p}glucosidase alfa": { clinic: 1999, approval: 2006 },
  "{p}glucerase": { clinic: 1984, approval: 1991 },
  "{p}teplase": { clinic: 1983, approval: 1987 },
  "{p}glutide": { clinic: 1999, approval: 2005 },
  "insulin {p}": { clinic: 1995, approval: 2000 },
  "{p}poetin alfa": { clinic: 1985, approval: 1989 },
  "{p}bercept": { clinic: 1993, approval: 1998 },
  "{p}octocog alfa": { clinic: 1987, approval: 1992 },
  "{p}parin sodium": { clinic: 1982, approval: 1987 },
  "{p}parinux": { clinic: 1997, approval: 2001 },
  "{P} mRNA vaccine": { clinic: 2008, approval: 2020 },
  "{P} adjuvanted vaccine": { clinic: 1992, approval: 1997 },
  "{P} recombinant antigen": { clinic: 1982, approval: 1986 },
  "{C}": null,
};

/** Targets first drugged well after their stem's class began (gene symbols). */
export const TARGET_ERAS: Readonly<Record<string, ClassEra>> = {
  PDCD1: { clinic: 2006, approval: 2014 },
  CD274: { clinic: 2008, approval: 2016 },
  CTLA4: { clinic: 2000, approval: 2011 },
  PCSK9: { clinic: 2010, approval: 2015 },
  TNFRSF17: { clinic: 2014, approval: 2020 },
  APP: { clinic: 2005, approval: 2021 },
};

/** The era of a drug of stem `pattern` aimed at `targets`: the latest start and the latest first authorization. */
export function eraOf(pattern: string, targets: readonly string[]): ClassEra | null {
  const stem = STEM_ERAS[pattern];
  if (stem === undefined) throw new Error(`drug-eras has no era for the stem ${pattern}`);
  if (stem === null) return null;
  let { clinic, approval } = stem;
  for (const symbol of targets) {
    const t = TARGET_ERAS[symbol];
    if (!t) continue;
    clinic = Math.max(clinic, t.clinic);
    approval = approval === null || t.approval === null ? null : Math.max(approval, t.approval);
  }
  return { clinic, approval };
}
