// SeamUIKit: UIKit's names for Seam's UIKit mirror, so that code written for iOS changes only its
// `import UIKit` line to `import SeamUIKit`. Seam's own code keeps Seam's names (`ViewController`,
// `Panel`, `LabelPanel`); each alias below is the UIKit type it mirrors, with the same members.
@_exported import Foundation  // as UIKit and SwiftUI bring Foundation (IndexPath, Date, DispatchQueue)
@_exported import Imperative
@_exported import Terminal

// MARK: Controllers and their items

/// UIKit's `UIViewController`: Seam's `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`: Seam's `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UITabBarController`: Seam's `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UINavigationItem`: Seam's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarButtonItem`: Seam's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UITabBarItem`: Seam's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UIStatusBarStyle`: Seam's `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIBarStyle`: Seam's `BarStyle`.
public typealias UIBarStyle = BarStyle

// MARK: Views

/// UIKit's `UIView`: Seam's `Panel`.
public typealias UIView = Panel
/// UIKit's `UILabel`: Seam's `LabelPanel`.
public typealias UILabel = LabelPanel
/// UIKit's `UITextField`: Seam's `TextField`.
public typealias UITextField = TextField
/// UIKit's `UIStackView`: Seam's `StackPanel`.
public typealias UIStackView = StackPanel
/// UIKit's `UIScrollView`: Seam's `ScrollPanel`.
public typealias UIScrollView = ScrollPanel
/// UIKit's `UINavigationBar`: Seam's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UINavigationBarAppearance`: Seam's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBar`: Seam's `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UIWindow`: Seam's `Window`.
public typealias UIWindow = Window
/// UIKit's `UIKeyboardLayoutGuide`: Seam's `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `UIEdgeInsets`: Seam's `AbsoluteEdgeInsets` (left and right, whatever the direction).
public typealias UIEdgeInsets = AbsoluteEdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: Seam's `EdgeInsets`.
public typealias NSDirectionalEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalRectEdge`: Seam's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge

// MARK: Presentation

/// UIKit's `UIAlertController`: Seam's `AlertController`.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`: Seam's `AlertAction`.
public typealias UIAlertAction = AlertAction
/// UIKit's `UIModalPresentationStyle`: Seam's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIPresentationController`: Seam's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// UIKit's `UIPopoverPresentationController`: Seam's `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIAdaptivePresentationControllerDelegate`: Seam's `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's `UIPopoverPresentationControllerDelegate`: Seam's `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

// MARK: Traits

/// UIKit's `UITraitCollection`: Seam's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIMutableTraits`: Seam's `MutableTraits`.
public typealias UIMutableTraits = MutableTraits
/// UIKit's `UITraitDefinition`: Seam's `TraitDefinition`.
public typealias UITraitDefinition = TraitDefinition
/// UIKit's `UITraitOverrides`: Seam's `TraitOverrides`.
public typealias UITraitOverrides = TraitOverrides
/// UIKit's `UIUserInterfaceStyle`: Seam's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIUserInterfaceSizeClass`: Seam's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIContentSizeCategory`: Seam's `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UILegibilityWeight`: Seam's `LegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// UIKit's `UITraitEnvironmentLayoutDirection`: Seam's `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

// MARK: Cells, content configurations and swipe actions

/// UIKit's `UIContentConfiguration`: Seam's `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's `UIContentView`: Seam's `ContentPanel`.
public typealias UIContentView = ContentPanel
/// UIKit's `UIListContentConfiguration`: Seam's `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UICellConfigurationState`: Seam's `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// UIKit's `UICollectionViewListCell`: Seam's `ListCell`.
public typealias UICollectionViewListCell = ListCell
/// UIKit's `UIContextualAction`: Seam's `SwipeAction`.
public typealias UIContextualAction = SwipeAction
/// UIKit's `UISwipeActionsConfiguration`: Seam's `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's `NSDiffableDataSourceSnapshot`: Seam's `ListSnapshot`.
public typealias NSDiffableDataSourceSnapshot = ListSnapshot

// MARK: Tables and collections

/// UIKit's `UITableView`: Seam's `TableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: Seam's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewDataSource`: Seam's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: Seam's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UITableViewController`: Seam's `TableViewController`.
public typealias UITableViewController = TableViewController
/// UIKit's `UITableViewDiffableDataSource`: Seam's `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// UIKit's `UICollectionView`: Seam's `CollectionView` (a list layout).
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`: Seam's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionViewDataSource`: Seam's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: Seam's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UICollectionViewController`: Seam's `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's `UICollectionViewDiffableDataSource`: Seam's `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// UIKit's `UICollectionViewLayout`: Seam's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewCompositionalLayout`: Seam's `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UICollectionLayoutListConfiguration`: Seam's `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

// MARK: Auto Layout and actions

// `NSLayoutConstraint`, `NSLayoutAnchor`, `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and
// `NSLayoutDimension` have their UIKit names in Seam already.
/// UIKit's `UILayoutGuide`: Seam's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority`: Seam's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIAction`: Seam's `Action`.
public typealias UIAction = Action
