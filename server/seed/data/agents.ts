/** The company's local agents in each main market: where to pay cash and pick up shipments. */
export type AgentSeed = { country: string; name: string; city: string; phone: string; address: string };

export const AGENTS: readonly AgentSeed[] = [
  { country: 'VE', name: 'Casillero Caracas – El Rosal', city: 'Caracas', phone: '+582129531847', address: 'Av. Francisco de Miranda, Centro Lido, Torre A, Local 12, El Rosal' },
  { country: 'VE', name: 'Casillero Valencia – El Viñedo', city: 'Valencia', phone: '+582418234561', address: 'Av. Bolívar Norte, C.C. Camoruco, Nivel PB, Local 27' },
  { country: 'VE', name: 'Casillero Maracaibo – 5 de Julio', city: 'Maracaibo', phone: '+582617983320', address: 'Calle 77 (5 de Julio) con Av. 3H, Edif. Nobel, Local 3' },
  { country: 'CO', name: 'Casillero Bogotá – Chapinero', city: 'Bogotá', phone: '+576017452318', address: 'Carrera 13 # 63-39, Local 104, Chapinero' },
  { country: 'CO', name: 'Casillero Medellín – El Poblado', city: 'Medellín', phone: '+576044481290', address: 'Calle 10 # 43D-30, Oficina 201, El Poblado' },
  { country: 'CO', name: 'Casillero Barranquilla – Alto Prado', city: 'Barranquilla', phone: '+576053601755', address: 'Carrera 53 # 76-115, Local 5' },
  { country: 'PE', name: 'Casillero Lima – Miraflores', city: 'Lima', phone: '+5114221870', address: 'Av. José Larco 1150, Oficina 302, Miraflores' },
  { country: 'PE', name: 'Casillero Arequipa – Cercado', city: 'Arequipa', phone: '+5154283164', address: 'Calle Mercaderes 212, Interior 4, Cercado' },
  { country: 'EC', name: 'Casillero Quito – La Carolina', city: 'Quito', phone: '+59322451983', address: 'Av. Amazonas N35-17 y Juan Pablo Sanz, Edif. Xerox, PB' },
  { country: 'EC', name: 'Casillero Guayaquil – Kennedy', city: 'Guayaquil', phone: '+59342687410', address: 'Av. San Jorge 424 y Calle Novena, Kennedy Norte' },
  { country: 'PA', name: 'Casillero Panamá – Obarrio', city: 'Ciudad de Panamá', phone: '+5072639915', address: 'Calle 50 y Calle 53 Este, Edif. Plaza Obarrio, Local 6' },
  { country: 'PA', name: 'Casillero David – Centro', city: 'David', phone: '+5077754120', address: 'Av. 3 de Noviembre, Plaza Terronal, Local 11' },
  { country: 'DO', name: 'Casillero Santo Domingo – Piantini', city: 'Santo Domingo de Guzmán', phone: '+18095661234', address: 'Av. Abraham Lincoln 1003, Torre Profesional Biltmore, Local 104' },
  { country: 'DO', name: 'Casillero Santiago – Los Jardines', city: 'Santiago de los Caballeros', phone: '+18095827710', address: 'Av. 27 de Febrero 46, Plaza Las Ramblas, Local 2-B' },
];
