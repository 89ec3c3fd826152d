import { z } from 'zod';
import { dataOf } from './envelope.ts';

export const CountrySchema = z.object({ id: z.number().int(), name: z.string(), iso_code: z.string().length(2) });
export type Country = z.infer<typeof CountrySchema>;
export const StateSchema = z.object({ id: z.number().int(), name: z.string() });
export const CitySchema = z.object({ id: z.number().int(), name: z.string() });

export const CountriesResponseSchema = dataOf(z.array(CountrySchema));
export const StatesResponseSchema = dataOf(z.array(StateSchema));
export const CitiesResponseSchema = dataOf(z.array(CitySchema));
