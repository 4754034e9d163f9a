import { Address } from '../addresses/address.entity.js';

/** Every entity the ORM knows, listed explicitly so discovery works the same from src and dist. */
export const ENTITIES = [Address];
