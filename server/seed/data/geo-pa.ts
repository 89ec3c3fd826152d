import type { CountrySeed } from './geo-types.ts';

/** Panama: the 10 provinces and the 4 indigenous comarcas with provincial rank. */
export const panama: CountrySeed = {
  iso_code: 'PA',
  name_es: 'Panamá',
  name_en: 'Panama',
  states: {
    'Bocas del Toro': ['Bocas del Toro', 'Changuinola', 'Almirante', 'Chiriquí Grande', 'Guabito'],
    'Chiriquí': ['David', 'Boquete', 'La Concepción', 'Puerto Armuelles', 'Volcán', 'Dolega', 'Boquerón', 'San Félix'],
    'Coclé': ['Penonomé', 'Aguadulce', 'Natá', 'Antón', 'El Valle de Antón', 'La Pintada', 'Olá'],
    'Colón': ['Colón', 'Sabanitas', 'Cativá', 'Buena Vista', 'Portobelo', 'Nombre de Dios'],
    'Darién': ['La Palma', 'Metetí', 'Yaviza', 'Santa Fe', 'Garachiné'],
    'Herrera': ['Chitré', 'Parita', 'Ocú', 'Pesé', 'Las Minas', 'Los Pozos', 'Santa María'],
    'Los Santos': ['Las Tablas', 'La Villa de Los Santos', 'Guararé', 'Macaracas', 'Pedasí', 'Tonosí', 'Pocrí'],
    'Panamá': ['Ciudad de Panamá', 'San Miguelito', 'Tocumen', 'Las Cumbres', 'Pacora', 'Chepo', 'Taboga', 'Chimán'],
    'Panamá Oeste': ['La Chorrera', 'Arraiján', 'Vista Alegre', 'Capira', 'Chame', 'Coronado', 'San Carlos'],
    'Veraguas': ['Santiago de Veraguas', 'Soná', 'Atalaya', 'Las Palmas', 'Cañazas', 'Montijo', 'Santa Fe', 'Calobre'],
    'Comarca Emberá-Wounaan': ['Unión Chocó', 'Sambú'],
    'Comarca Guna Yala': ['El Porvenir', 'Narganá', 'Ailigandí', 'Puerto Obaldía'],
    'Comarca Naso Tjër Di': ['Sieyic'],
    'Comarca Ngäbe-Buglé': ['Llano Tugrí', 'Kankintú', 'Chichica', 'Kusapín'],
  },
};
