/**
 * Invented merchant brands for the demo (none is a real business). A brand appears in several
 * banks and cities, so brand search has something to compare.
 */
import type { Category } from '../constants.js';

/** A demo brand: name, category and the kind of place (used in texts). */
export interface DemoBrandDef {
  readonly name: string;
  readonly category: Category;
  readonly kind: string;
}

/** Makes brands of one category, whose places are of `defaultKind` unless one says otherwise. */
const brandsOf =
  (category: Category, defaultKind: string) =>
  (name: string, kind = defaultKind): DemoBrandDef => ({ name, category, kind });

const food = brandsOf('Food', 'restaurant');
const life = brandsOf('Lifestyle', 'store');
const health = brandsOf('Health', 'clinic');
const fun = brandsOf('Entertainment', 'venue');

/** 102 invented brands across the four categories. */
export const DEMO_BRANDS: readonly DemoBrandDef[] = [
  food('Saffron Table'),
  food('Tandoor Tales'),
  food('Biryani Bay'),
  food('Chai Chowk', 'cafe'),
  food('Karahi Courtyard'),
  food('Nihari Nook'),
  food('Grill Garden Barbecue'),
  food('Burger Barn'),
  food('Pizza Piazza'),
  food('Sizzle Street'),
  food('Mango Tree Cafe', 'cafe'),
  food('Daily Dough Bakery', 'bakery'),
  food('Sea Salt Seafood'),
  food('Lahori Dhaba'),
  food('Spice Route Kitchen'),
  food('Qissa Grill House'),
  food('Noodle Nation'),
  food('Dumpling Darbar'),
  food('Shawarma Shack'),
  food('Crepe Corner', 'cafe'),
  food('Cocoa Cove Desserts', 'dessert bar'),
  food('Frost & Fudge Creamery', 'ice cream parlour'),
  food('Kulfi Kingdom', 'dessert bar'),
  food('Brew Bazaar Coffee', 'cafe'),
  food('Steak & Stone'),
  food('Urban Tikka'),
  food('Peshawari Pulao House'),
  food('Tikka Tavern'),
  food('Wok This Way'),
  food('Halwa House', 'sweet shop'),
  food('Golden Paratha'),
  food('Olive & Oregano'),
  food('Taco Tandoor'),
  food('Bun Kebab Bros'),
  food('Sushi Sutra'),
  food('Sunrise Breakfast Co', 'cafe'),
  life('Indus Loom'),
  life('Threadline'),
  life('Velvet Lane'),
  life('Kaarigar Crafts'),
  life('Urban Jutti'),
  life('Chandni Couture'),
  life('Mehndi & Mirror'),
  life('Silk Route Apparel'),
  life('Denim District'),
  life('Kids Kingdom Store'),
  life('Pearl & Pashmina'),
  life('Nomad Luggage'),
  life('HomeNest Decor'),
  life('Rangrez Textiles'),
  life('Sole Story Shoes'),
  life('Gadget Galaxy'),
  life('Bookworm Bazaar', 'bookshop'),
  life('Ittar House Fragrances'),
  life('Bridal Basket'),
  life('Charpai Living'),
  life('Leather Lane'),
  life('Optics Oasis'),
  life('Timepiece Terrace'),
  life('Clay & Kiln Pottery'),
  life('SportSphere'),
  life('Royal Rugs'),
  health('Mediline Pharmacy', 'pharmacy'),
  health('Glow Aesthetics'),
  health('FitNation Gym', 'gym'),
  health('Smile Studio Dental'),
  health('Pulse Diagnostics', 'laboratory'),
  health('Serenity Spa', 'spa'),
  health('CareWell Labs', 'laboratory'),
  health('ClearSight Eye Clinic'),
  health('Zen Yoga Loft', 'studio'),
  health('Iron Temple Fitness', 'gym'),
  health('Derma Bloom Clinic'),
  health('Herbal Haven', 'store'),
  health('PhysioFirst Rehab'),
  health('Salon Sitara', 'salon'),
  health('Barber Baithak', 'salon'),
  health('Nurture Baby Clinic'),
  health('MediMart Pharmacy', 'pharmacy'),
  health('AquaFit Pool Club', 'club'),
  health('Nail Nook', 'salon'),
  health('Wellness Wagon', 'store'),
  fun('Reel Palace Cinemas', 'cinema'),
  fun('Pixel Arcade'),
  fun('Skyline Bowling'),
  fun('Funzone Galaxy'),
  fun('Riddle Escape Rooms'),
  fun('Turbo Karting'),
  fun('Trampoline Town'),
  fun('Laser Legion'),
  fun('Story Stage Theatre', 'theatre'),
  fun('Splash Water Park', 'park'),
  fun('VR Vortex'),
  fun('Cue & Cushion Snooker'),
  fun('Mini Golf Meadows'),
  fun('Jungle Gym Play Area'),
  fun('Starlight Cinema Club', 'cinema'),
  fun('Paint & Sip Studio', 'studio'),
  fun('Rock Climb Hub'),
  fun('Kids Carnival'),
  fun('Laugh Lounge Comedy', 'club'),
  fun('Board Game Baithak', 'cafe'),
];
