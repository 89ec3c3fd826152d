import type { CountrySeed } from './geo-types.ts';

/** Ecuador: the 24 provinces. */
export const ecuador: CountrySeed = {
  iso_code: 'EC',
  name_es: 'Ecuador',
  name_en: 'Ecuador',
  states: {
    'Azuay': ['Cuenca', 'Gualaceo', 'Paute', 'Girón', 'Santa Isabel', 'Sígsig', 'Camilo Ponce Enríquez'],
    'Bolívar': ['Guaranda', 'San Miguel', 'Chillanes', 'Echeandía', 'Caluma', 'Las Naves', 'Chimbo'],
    'Cañar': ['Azogues', 'La Troncal', 'Cañar', 'Biblián', 'El Tambo', 'Déleg'],
    'Carchi': ['Tulcán', 'San Gabriel', 'El Ángel', 'Mira', 'Huaca', 'Bolívar'],
    'Chimborazo': ['Riobamba', 'Alausí', 'Guano', 'Chambo', 'Villa La Unión', 'Chunchi', 'Guamote', 'Penipe'],
    'Cotopaxi': ['Latacunga', 'La Maná', 'Pujilí', 'San Miguel de Salcedo', 'Saquisilí', 'El Corazón', 'Sigchos'],
    'El Oro': ['Machala', 'Pasaje', 'Santa Rosa', 'Huaquillas', 'El Guabo', 'Arenillas', 'Piñas', 'Zaruma'],
    'Esmeraldas': ['Esmeraldas', 'Quinindé', 'Atacames', 'San Lorenzo', 'Muisne', 'Valdez', 'Rioverde'],
    'Galápagos': ['Puerto Baquerizo Moreno', 'Puerto Ayora', 'Puerto Villamil'],
    'Guayas': ['Guayaquil', 'Durán', 'Samborondón', 'Daule', 'Milagro', 'General Villamil (Playas)', 'Naranjal', 'El Triunfo', 'Balzar', 'Nobol', 'Pedro Carbo'],
    'Imbabura': ['Ibarra', 'Otavalo', 'Cotacachi', 'Atuntaqui', 'Pimampiro', 'Urcuquí'],
    'Loja': ['Loja', 'Catamayo', 'Cariamanga', 'Macará', 'Saraguro', 'Alamor', 'Catacocha'],
    'Los Ríos': ['Babahoyo', 'Quevedo', 'Buena Fe', 'Ventanas', 'Vinces', 'Valencia', 'Puebloviejo', 'Mocache'],
    'Manabí': ['Portoviejo', 'Manta', 'Chone', 'Jipijapa', 'Montecristi', 'El Carmen', 'Bahía de Caráquez', 'Pedernales', 'Rocafuerte'],
    'Morona Santiago': ['Macas', 'Sucúa', 'Gualaquiza', 'General Leonidas Plaza', 'Méndez', 'Palora'],
    'Napo': ['Tena', 'Archidona', 'El Chaco', 'Baeza', 'Carlos Julio Arosemena Tola'],
    'Orellana': ['Puerto Francisco de Orellana', 'La Joya de los Sachas', 'Loreto', 'Nuevo Rocafuerte'],
    'Pastaza': ['Puyo', 'Mera', 'Santa Clara', 'Arajuno'],
    'Pichincha': ['Quito', 'Sangolquí', 'Cayambe', 'Machachi', 'Tabacundo', 'Pedro Vicente Maldonado', 'San Miguel de los Bancos', 'Puerto Quito'],
    'Santa Elena': ['Santa Elena', 'La Libertad', 'Salinas', 'Ancón', 'Montañita'],
    'Santo Domingo de los Tsáchilas': ['Santo Domingo', 'La Concordia', 'Valle Hermoso', 'Alluriquín'],
    'Sucumbíos': ['Nueva Loja', 'Shushufindi', 'Lumbaqui', 'Tarapoa', 'El Dorado de Cascales', 'Puerto El Carmen de Putumayo'],
    'Tungurahua': ['Ambato', 'Baños de Agua Santa', 'Pelileo', 'Píllaro', 'Cevallos', 'Patate', 'Quero', 'Mocha', 'Tisaleo'],
    'Zamora Chinchipe': ['Zamora', 'Yantzaza', 'Zumba', 'El Pangui', 'Guayzimi', 'Palanda'],
  },
};
