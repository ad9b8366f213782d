// SeamUIKit: UIKit's names for Seam's UIKit mirror, so that code written for iOS changes only its
// `import UIKit` line to `import SeamUIKit`. Seam's own code keeps Seam's names (`ViewController`,
// `Panel`, `Label`); each alias below is the UIKit type it mirrors, with the same members.
@_exported import Imperative
@_exported import Terminal

// MARK: Controllers and their items

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UITabBarItem = TabBarItem
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIBarStyle = BarStyle

// MARK: Views

public typealias UIView = Panel
public typealias UILabel = Label
public typealias UITextField = TextField
public typealias UIStackView = StackPanel
public typealias UIScrollView = ScrollPanel
public typealias UINavigationBar = NavigationBar
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UITabBar = TabBar
public typealias UIWindow = Window
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// Seam's insets name leading and trailing edges, as `NSDirectionalEdgeInsets`; UIKit's
/// `additionalSafeAreaInsets` and cell insets take them under this name too.
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = EdgeInsets
public typealias NSDirectionalRectEdge = DirectionalRectEdge

// MARK: Presentation

public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIPresentationController = PresentationController
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

// MARK: Traits

public typealias UITraitCollection = TraitCollection
public typealias UIMutableTraits = MutableTraits
public typealias UITraitDefinition = TraitDefinition
public typealias UITraitOverrides = TraitOverrides
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UILegibilityWeight = LegibilityWeight
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

// MARK: Cells, content configurations and swipe actions

public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentPanel
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UICellConfigurationState = CellConfigurationState
public typealias UICollectionViewListCell = ListCell
public typealias UIContextualAction = SwipeAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias NSDiffableDataSourceSnapshot = ListSnapshot

// MARK: Lists and layout (added with them)
// UITableView, UICollectionView, their diffable data sources and NSLayoutConstraint (with its
// anchors) get their aliases here when Seam's list and Auto Layout types land.
