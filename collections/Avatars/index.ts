import { AvatarPurchases } from '../AvatarPurchases'

/** The player's avatars: the ledger of coins and unlocked items. */
export const avatarCollections = [AvatarPurchases]
