// Places that tell a brief's country when its words alone do not: a dollar's currency, a financial year's end.

/**
 * Cities, told only with a goods-and-services tax in the text ("Brisbane … $18–22k ex GST"), which the United
 * States do not levy: a city's name alone may be a street's or a person's.
 */
export const GOODS_AND_SERVICES_TAX = /\b(?:gst|hst|pst|qst|tps|tvq)\b/;
export const AUSTRALIAN_CITIES =
  /\b(?:sydney|melbourne|brisbane|perth|adelaide|hobart|canberra|darwin|gold coast|geelong|newcastle nsw)\b/;
export const NEW_ZEALAND_CITIES = /\b(?:auckland|wellington|christchurch|hamilton nz|dunedin)\b/;
export const CANADIAN_CITIES =
  /\b(?:toronto|montreal|vancouver|calgary|ottawa|edmonton|winnipeg|halifax|mississauga|victoria bc)\b/;
