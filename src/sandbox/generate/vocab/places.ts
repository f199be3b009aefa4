// Countries (ISO 3166-1 alpha-2) with weights, and research institutions with synthetic ROR ids.
export const COUNTRIES: readonly (readonly [string, number])[] = [
  ["US", 30], ["CN", 14], ["JP", 6], ["DE", 6], ["GB", 6], ["FR", 5], ["IT", 4], ["ES", 4], ["CA", 4],
  ["KR", 4], ["AU", 3], ["NL", 3], ["CH", 2], ["SE", 2], ["BE", 2], ["DK", 2], ["FI", 2], ["PL", 2],
  ["BR", 2], ["IN", 3], ["IL", 1], ["AT", 1], ["NO", 1], ["IE", 1], ["SG", 1], ["TW", 1], ["MX", 1],
  ["AR", 1], ["ZA", 1], ["TR", 1], ["RU", 1], ["CZ", 1], ["HU", 1], ["PT", 1], ["GR", 1], ["NZ", 1],
];

export const CITIES: Record<string, string[]> = {
  US: ["Boston", "Houston", "Baltimore", "Rochester", "Seattle", "San Francisco", "New York", "Chicago", "Nashville"],
  CN: ["Beijing", "Shanghai", "Guangzhou", "Wuhan", "Chengdu"], JP: ["Tokyo", "Osaka", "Kyoto", "Nagoya"],
  DE: ["Berlin", "Heidelberg", "Munich", "Hamburg"], GB: ["London", "Oxford", "Cambridge", "Manchester"],
  FR: ["Paris", "Lyon", "Villejuif", "Marseille"], IT: ["Milan", "Rome", "Naples"], ES: ["Madrid", "Barcelona", "Valencia"],
  CA: ["Toronto", "Montreal", "Vancouver"], KR: ["Seoul", "Busan"], AU: ["Melbourne", "Sydney"], NL: ["Amsterdam", "Utrecht", "Leiden"],
  CH: ["Zurich", "Basel", "Geneva"], SE: ["Stockholm", "Uppsala"], BE: ["Leuven", "Brussels"], DK: ["Copenhagen", "Aarhus"],
  FI: ["Helsinki", "Turku", "Oulu"], PL: ["Warsaw", "Krakow"], BR: ["Sao Paulo", "Porto Alegre"], IN: ["Mumbai", "New Delhi", "Bangalore"],
  IL: ["Tel Aviv", "Jerusalem"], AT: ["Vienna"], NO: ["Oslo"], IE: ["Dublin"], SG: ["Singapore"], TW: ["Taipei"], MX: ["Mexico City"],
  AR: ["Buenos Aires"], ZA: ["Cape Town"], TR: ["Istanbul"], RU: ["Moscow"], CZ: ["Prague"], HU: ["Budapest"], PT: ["Lisbon"],
  GR: ["Athens"], NZ: ["Auckland"],
};

/** Kinds of institution; `{city}` is replaced. The generated names are synthetic. */
export const INSTITUTION_PATTERNS = [
  "{city} University Hospital", "University of {city} School of Medicine", "{city} Cancer Center",
  "Institute of Molecular Medicine, {city}", "{city} Clinical Research Institute", "{city} Medical University",
  "Department of Oncology, {city} General Hospital", "Center for Translational Research, {city}",
];
