import type { CountrySeed } from './geo-types.ts';

/** Cuba: the 15 provinces and the special municipality of Isla de la Juventud. */
export const cuba: CountrySeed = {
  iso_code: 'CU',
  name_es: 'Cuba',
  name_en: 'Cuba',
  states: {
    'Pinar del Río': ['Pinar del Río'],
    'Artemisa': ['Artemisa'],
    'La Habana': ['La Habana'],
    'Mayabeque': ['San José de las Lajas'],
    'Matanzas': ['Matanzas', 'Cárdenas', 'Varadero'],
    'Cienfuegos': ['Cienfuegos'],
    'Villa Clara': ['Santa Clara'],
    'Sancti Spíritus': ['Sancti Spíritus', 'Trinidad'],
    'Ciego de Ávila': ['Ciego de Ávila', 'Morón'],
    'Camagüey': ['Camagüey'],
    'Las Tunas': ['Las Tunas'],
    'Holguín': ['Holguín'],
    'Granma': ['Bayamo', 'Manzanillo'],
    'Santiago de Cuba': ['Santiago de Cuba'],
    'Guantánamo': ['Guantánamo', 'Baracoa'],
    'Isla de la Juventud': ['Nueva Gerona'],
  },
};

/** Puerto Rico has no states: its 78 municipalities, each with its town of the same name. */
const PR_MUNICIPALITIES = [
  'Adjuntas', 'Aguada', 'Aguadilla', 'Aguas Buenas', 'Aibonito', 'Añasco', 'Arecibo', 'Arroyo', 'Barceloneta',
  'Barranquitas', 'Bayamón', 'Cabo Rojo', 'Caguas', 'Camuy', 'Canóvanas', 'Carolina', 'Cataño', 'Cayey', 'Ceiba',
  'Ciales', 'Cidra', 'Coamo', 'Comerío', 'Corozal', 'Culebra', 'Dorado', 'Fajardo', 'Florida', 'Guánica', 'Guayama',
  'Guayanilla', 'Guaynabo', 'Gurabo', 'Hatillo', 'Hormigueros', 'Humacao', 'Isabela', 'Jayuya', 'Juana Díaz', 'Juncos',
  'Lajas', 'Lares', 'Las Marías', 'Las Piedras', 'Loíza', 'Luquillo', 'Manatí', 'Maricao', 'Maunabo', 'Mayagüez',
  'Moca', 'Morovis', 'Naguabo', 'Naranjito', 'Orocovis', 'Patillas', 'Peñuelas', 'Ponce', 'Quebradillas', 'Rincón',
  'Río Grande', 'Sabana Grande', 'Salinas', 'San Germán', 'San Juan', 'San Lorenzo', 'San Sebastián', 'Santa Isabel',
  'Toa Alta', 'Toa Baja', 'Trujillo Alto', 'Utuado', 'Vega Alta', 'Vega Baja', 'Vieques', 'Villalba', 'Yabucoa', 'Yauco',
] as const;

export const puertoRico: CountrySeed = {
  iso_code: 'PR',
  name_es: 'Puerto Rico',
  name_en: 'Puerto Rico',
  states: Object.fromEntries(PR_MUNICIPALITIES.map((m) => [m, [m]])),
};
